import { enableShadowDomSupport, I18nProvider, PortalContainer } from '@kizuna/ui';
import uiCss from '@kizuna/ui/styles.css?inline';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import type { ElementView } from './elementShell';

/**
 * A React component as an element's view: rendered into the shadow root with the ui CSS and the
 * widget's own, overlays portalled inside the shadow root, the language and client given.
 */
export function reactView<P extends object>(Component: ComponentType<P>, css = ''): ElementView {
  return {
    mount({ mount, portal, style }) {
      enableShadowDomSupport();
      style.textContent = `${uiCss}\n${css}`;
      const root = createRoot(mount);
      return {
        render({ props, locale, baseUrl, client }) {
          root.render(
            <I18nProvider locale={locale}>
              <KizunaClientProvider client={client} baseUrl={baseUrl}>
                <PortalContainer container={portal}>
                  <Component {...(props as P)} />
                </PortalContainer>
              </KizunaClientProvider>
            </I18nProvider>,
          );
        },
        unmount() {
          root.unmount();
        },
      };
    },
  };
}

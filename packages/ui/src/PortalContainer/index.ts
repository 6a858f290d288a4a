export { PortalContainer } from './PortalContainer';
export { enableShadowDomSupport } from './enableShadowDomSupport';
export type { PortalContainerProps } from './PortalContainer';

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/widgets/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
};

export default config;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { SignInPage } from './SignInPage';

const meta = {
  title: 'app/Pages/Sign in',
  component: SignInPage,
  decorators: [withAppFrame],
  parameters: { layout: 'fullscreen' },
  args: { onSignIn: fn(async () => 'invalidCredentials' as const) },
} satisfies Meta<typeof SignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The tenant code used last on this browser is filled in. */
export const RememberedTenant: Story = { args: { defaultTenantCode: 'demo' } };

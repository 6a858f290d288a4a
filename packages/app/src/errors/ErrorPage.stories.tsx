import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAppFrame } from '../testing/AppStoryFrame';
import { ErrorPage } from './ErrorPage';

// 502 is left out: that page replaces the whole document with the gateway's text.
const meta = {
  title: 'app/Pages/Error',
  component: ErrorPage,
  decorators: [withAppFrame],
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const NotFoundJapanese: Story = { globals: { locale: 'ja' } };
export const Forbidden: Story = { args: { status: 403 } };
export const BadRequest: Story = { args: { status: 400 } };
export const Timeout: Story = { args: { status: 408 } };
export const ServerError: Story = { args: { status: 500 } };
export const ServerErrorJapanese: Story = { args: { status: 500 }, globals: { locale: 'ja' } };

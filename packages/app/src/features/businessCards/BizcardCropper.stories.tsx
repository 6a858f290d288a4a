import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { BizcardCropper } from './BizcardCropper';

/** A card photographed on a grey desk, as an inline image (no server in Storybook). */
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="700">
<rect width="1100" height="700" fill="#7d838f"/>
<rect x="60" y="50" width="910" height="550" fill="#ffffff"/>
<text x="110" y="140" font-size="34" font-family="sans-serif" fill="#111">株式会社 ひかり製作所</text>
<text x="110" y="190" font-size="28" font-family="sans-serif" fill="#111">品質保証部 主任</text>
<text x="110" y="300" font-size="56" font-family="sans-serif" fill="#111">中村 陽介</text>
<text x="110" y="400" font-size="28" font-family="sans-serif" fill="#111">TEL 045-123-4567</text>
<text x="110" y="450" font-size="28" font-family="sans-serif" fill="#111">yosuke.nakamura@hikari-ss.co.jp</text>
</svg>`)}`;

const meta = {
  title: 'app/Business cards/Crop step',
  component: BizcardCropper,
  decorators: [withAppFrame],
  args: {
    src: photo,
    alt: 'Business card of 中村 陽介',
    width: 1100,
    height: 700,
    isSaving: false,
    onCrop: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BizcardCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Saving: Story = { args: { isSaving: true } };

export const Japanese: Story = { globals: { locale: 'ja' } };

export { Inline, Stack } from './Layout';
export type { InlineProps, Space, StackProps } from './Layout';

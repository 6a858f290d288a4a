export { Heading, PageHeader } from './Heading';
export type { HeadingProps, PageHeaderProps } from './Heading';

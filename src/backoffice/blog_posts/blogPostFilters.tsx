import { SearchInput, SelectInput } from 'react-admin';

const blogPostStatusChoices = [
  { id: 'draft', name: 'backoffice.blog.draft' },
  { id: 'published', name: 'backoffice.blog.published' },
];

export const blogPostFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={blogPostStatusChoices} emptyText="backoffice.filters.all" alwaysOn />,
];

import { DataTable, DateField, DeleteButton, ReferenceField, SimpleList, TextField } from 'react-admin';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { truncate } from '../common/truncate';
import { blogPostFilters } from './blogPostFilters';
import { PublicationChip } from './PublicationChip';
import { PublishButton } from './PublishButton';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

type BlogPostRow = Pick<Tables<'blog_posts'>, 'id' | 'title' | 'excerpt' | 'content' | 'published_at'>;

/** On a phone: the title, its first words and when it went out, draft or published. */
const compactRows = (
  <SimpleList<BlogPostRow>
    rowClick="edit"
    primaryText={(row) => row.title}
    tertiaryText={<RowEnd><PublicationChip /></RowEnd>}
    secondaryText={(row) => [row.published_at ? formatCompactDate(row.published_at) : '', truncate(row.excerpt || row.content || '')].filter(Boolean).join(' · ')}
  />
);

export function BlogPostList() {
  return (
    <ResponsiveList exporter={exporters.blog_posts} filters={blogPostFilters} sort={{ field: 'created_at', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="excerpt" disableSort render={(row: BlogPostRow) => truncate(row.excerpt || row.content || '')} />
        <DataTable.Col source="author_id" disableSort>
          <ReferenceField source="author_id" reference="profiles" link={false}>
            <TextField source="full_name" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <PublicationChip />
        </DataTable.Col>
        <DataTable.Col source="published_at" field={DateField} />
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <PublishButton />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}

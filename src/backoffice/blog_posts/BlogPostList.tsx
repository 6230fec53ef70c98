import { DataTable, DateField, DeleteButton, List, ReferenceField, TextField } from 'react-admin';
import { truncate } from '../common/TruncatedField';
import { blogPostFilters } from './blogPostFilters';
import { PublicationChip } from './PublicationChip';
import { PublishButton } from './PublishButton';
import { exporters } from '../data/exporters';

interface BlogPostRow {
  excerpt: string | null;
  content: string;
}

export function BlogPostList() {
  return (
    <List exporter={exporters.blog_posts} filters={blogPostFilters} sort={{ field: 'created_at', order: 'DESC' }}>
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
    </List>
  );
}

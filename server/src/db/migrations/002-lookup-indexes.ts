// Indexes for the lookups CurrentUser makes on every launch: menus by category, buttons by menu, grants by role.
import type { Db } from '../database'

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('base_module_category').on('base_module').columns(['category', 'sort_code']).execute()
  await db.schema.createIndex('base_module_button_module').on('base_module_button').column('module_id').execute()
  await db.schema.createIndex('base_authorize_grant').on('base_authorize').columns(['object_type', 'item_type', 'object_id']).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('base_authorize_grant').execute()
  await db.schema.dropIndex('base_module_button_module').execute()
  await db.schema.dropIndex('base_module_category').execute()
}

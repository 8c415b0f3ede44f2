// The Web menu catalogue in a test database: the rows of server/src/catalog/system/web-menus.ts that the installer
// has not put there (yet), so console tests do not depend on when the installer runs.
import { webMenus } from '../../../server/src/catalog/system/web-menus'
import type { TestApp } from './app'

export async function installWebMenus(t: TestApp): Promise<void> {
  const db = t.app.ctx.db
  const have = new Set((await db.selectFrom('baseModule').select('id').where('category', '=', 'Web').execute()).map((r) => r.id))
  for (const m of webMenus) if (!have.has(m.id)) await db.insertInto('baseModule').values({ ...m, category: 'Web' }).execute()
}

// The workflow engine (jnpf-api.md §6, §12): flow templates and their versions, who may launch them, the forms
// they run on, and the runtime tables of a task (nodes, operator entries, the operator record history, copies,
// chosen candidates, the launcher's organisation snapshot). Column names follow JNPF without the f_ prefix.
// Nothing in the runtime tables is ever deleted: states move, history rows are only inserted.
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>
type Builder = ReturnType<Db['schema']['createTable']>

const id = 'varchar(128)'

async function table(db: Db, name: string, build: (t: Builder) => Builder): Promise<void> {
  await build(db.schema.createTable(name).addColumn('id', id, (c) => c.primaryKey())).execute()
}

export async function up(db: Db): Promise<void> {
  await table(db, 'flow_template', (t) => t
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    // 0 发起流程 (launched from the process centre), 1 功能流程 (bound to a low-code form)
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon_background', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint'))

  // a version of a template's node JSON; FlowModel.flowId names one of these, and a task pins it for its whole life
  await table(db, 'flow_template_json', (t) => t
    .addColumn('template_id', id, (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('group_id', id, (c) => c.notNull().defaultTo(''))
    // 0 everyone may launch, 1 only the initiators in flow_visible
    .addColumn('visible_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flow_template_json', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // the flow_form the start node runs on (start properties.formId)
    .addColumn('form_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('send_config_ids', 'text', (c) => c.notNull().defaultTo(''))
    // 1 = the version new launches use; older versions keep running the tasks pinned to them
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_template_json_template').on('flow_template_json').column('template_id').execute()

  // the start node's initiators of a version, one row per "<id>--<type>" entry, so lists can filter in SQL
  await table(db, 'flow_visible', (t) => t
    .addColumn('flow_id', id, (c) => c.notNull())
    .addColumn('operator_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('operator_id', id, (c) => c.notNull())
    // "1" launch, "2" assist
    .addColumn('type', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await db.schema.createIndex('flow_visible_flow').on('flow_visible').column('flow_id').execute()

  await table(db, 'flow_form', (t) => t
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    // 1 system (coded) form chosen by enCode, 2 online (low-code) form
    .addColumn('form_type', 'integer', (c) => c.notNull())
    .addColumn('flow_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('url_address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('app_url_address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('interface_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // the designer JSON of a formType 2 form when it is not read from its model
    .addColumn('property_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('table_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('draft_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('db_link_id', id, (c) => c.notNull().defaultTo(''))
    // formType 2: the base_visual_dev model whose records the tasks are (task id = record id)
    .addColumn('model_id', id, (c) => c.notNull().defaultTo(''))
    // the template bound to the form
    .addColumn('flow_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_form_code').on('flow_form').column('en_code').execute()

  await table(db, 'flow_task', (t) => t
    // the business record id (= task id for both form types)
    .addColumn('process_id', id, (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('flow_urgent', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('flow_id', id, (c) => c.notNull())
    .addColumn('template_id', id, (c) => c.notNull())
    .addColumn('flow_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('flow_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('flow_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flow_category', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('form_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('form_type', 'integer', (c) => c.notNull().defaultTo(1))
    // the form values of a system form (formType 1); a low-code task's values live in its visualdev record
    .addColumn('flow_form_data_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('flow_version', 'varchar(20)', (c) => c.notNull().defaultTo('1'))
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('current_node_name', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('current_node_code', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // jnpf-api.md §6.5 FlowTaskStatusEnum: 0 draft .. 7 resubmit
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    // sub-flows: the parent task and the parent's subFlow task node; "0" for a top-level task
    .addColumn('parent_id', id, (c) => c.notNull().defaultTo('0'))
    .addColumn('parent_task_node_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('is_async', 'integer', (c) => c.notNull().defaultTo(0))
    // the delegate who launched on behalf of creator_user_id (a launch delegation), '' otherwise
    .addColumn('delegate_user_id', id, (c) => c.notNull().defaultTo(''))
    // rejectType 2: the node that returned the task, which the resubmission goes straight back to
    .addColumn('reject_node_code', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('project_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('contract_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', id, (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_time', 'bigint'))
  await db.schema.createIndex('flow_task_creator').on('flow_task').columns(['creator_user_id', 'creator_time']).execute()
  await db.schema.createIndex('flow_task_project').on('flow_task').columns(['project_id', 'status']).execute()
  await db.schema.createIndex('flow_task_parent').on('flow_task').column('parent_id').execute()

  // one row per activation of a node in a task; a node reached again (after a return) gets a new row
  await table(db, 'flow_task_node', (t) => t
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('node_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('node_name', 'varchar(200)', (c) => c.notNull())
    // start | approver | subFlow | timer | end
    .addColumn('node_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('node_property_json', 'text', (c) => c.notNull().defaultTo('{}'))
    // the node codes this activation came from / went on to, comma-separated
    .addColumn('node_up', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('node_next', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    // FlowTaskNodeModel.type: 1 current, 0 passed, -1 discarded (left by a return, withdrawal or termination)
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    // the candidates chosen for this node by the previous handler: JSON array of user ids
    .addColumn('candidates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('draft_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form_id', id, (c) => c.notNull().defaultTo(''))
    // timer nodes: when the timer fires; approver nodes: when the time limit runs out (null: none)
    .addColumn('due_time', 'bigint')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('completed_time', 'bigint'))
  await db.schema.createIndex('flow_task_node_task').on('flow_task_node').columns(['task_id', 'state']).execute()
  await db.schema.createIndex('flow_task_node_due').on('flow_task_node').columns(['state', 'due_time']).execute()

  // the to-do entries: one per handler of an active node
  await table(db, 'flow_task_operator', (t) => t
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('task_node_id', id, (c) => c.notNull())
    .addColumn('node_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('node_name', 'varchar(200)', (c) => c.notNull())
    // how the handler was found (assigneeType, or "freeApprover"/"transfer"/"errorRule")
    .addColumn('handle_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // the user who must act (the delegate when an approval delegation routed the entry)
    .addColumn('handle_id', id, (c) => c.notNull())
    // the user the entry was meant for when a delegation routed it to handle_id, '' otherwise
    .addColumn('delegator_user_id', id, (c) => c.notNull().defaultTo(''))
    // 0 open, 1 acted on; handle_status holds the action (record enum §6.5) once acted on
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handle_status', 'integer')
    .addColumn('handle_time', 'bigint')
    // 0 active, 1 waiting its turn (sequential sign, or the entry behind a before-add-sign), -1 closed unacted
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    // add-sign: the entry that added this one
    .addColumn('parent_id', id, (c) => c.notNull().defaultTo('0'))
    .addColumn('draft_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_time', 'bigint')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_task_operator_handle').on('flow_task_operator').columns(['handle_id', 'completion', 'state']).execute()
  await db.schema.createIndex('flow_task_operator_task').on('flow_task_operator').columns(['task_id', 'task_node_id']).execute()
  await db.schema.createIndex('flow_task_operator_due').on('flow_task_operator').columns(['completion', 'due_time']).execute()

  // the history: one row per step, never updated except `status` when a recall voids it
  await table(db, 'flow_task_operator_record', (t) => t
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('task_node_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('task_operator_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('node_code', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('node_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // FlowRecordEnum §6.5
    .addColumn('handle_status', 'integer', (c) => c.notNull())
    .addColumn('handle_id', id, (c) => c.notNull())
    .addColumn('delegator_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('handle_time', 'bigint', (c) => c.notNull())
    .addColumn('handle_opinion', 'text', (c) => c.notNull().defaultTo(''))
    // the transfer / add-sign target user
    .addColumn('operator_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('sign_img', 'text', (c) => c.notNull().defaultTo(''))
    // JSON string of the attachment descriptors
    .addColumn('file_list', 'text', (c) => c.notNull().defaultTo('[]'))
    // 0 normal, 1 add-sign child, -1 voided by a recall
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('draft_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approver_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_task_operator_record_task').on('flow_task_operator_record').columns(['task_id', 'handle_time']).execute()
  await db.schema.createIndex('flow_task_operator_record_handle').on('flow_task_operator_record').columns(['handle_id', 'handle_time']).execute()

  await table(db, 'flow_task_circulate', (t) => t
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('task_node_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('node_code', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('node_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // always "user": group/role/... entries are expanded to users when the copy is made
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull().defaultTo('user'))
    .addColumn('object_id', id, (c) => c.notNull())
    .addColumn('creator_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_task_circulate_object').on('flow_task_circulate').columns(['object_id', 'creator_time']).execute()
  await db.schema.createIndex('flow_task_circulate_task').on('flow_task_circulate').column('task_id').execute()

  // candidates chosen by a handler for a later node (assigneeType 7)
  await table(db, 'flow_candidates', (t) => t
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('task_node_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('task_operator_id', id, (c) => c.notNull().defaultTo(''))
    // the node the candidates are for
    .addColumn('node_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('handle_id', id, (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // comma-separated user ids
    .addColumn('candidates', 'text', (c) => c.notNull())
    // 1 candidates, 2 chosen branches
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_candidates_task').on('flow_candidates').columns(['task_id', 'node_code']).execute()

  // the launcher's organisation when the task was submitted, so manager / department-head rules stay stable
  await table(db, 'flow_launch_user', (t) => t
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('organize_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('position_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('manager_id', id, (c) => c.notNull().defaultTo(''))
    // comma-separated ids of the launcher's superiors (manager chain) and direct subordinates
    .addColumn('superior', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subordinate', 'text', (c) => c.notNull().defaultTo(''))
    // the launcher's department chain, innermost first (comma-separated organize ids)
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull()))
  await db.schema.createIndex('flow_launch_user_task').on('flow_launch_user').column('task_id').execute()

  // department heads (assigneeType 2): JNPF's base_organize.f_manager_id
  await db.schema.alterTable('base_organize').addColumn('manager_id', id, (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('base_organize').dropColumn('manager_id').execute()
  for (const t of ['flow_launch_user', 'flow_candidates', 'flow_task_circulate', 'flow_task_operator_record',
    'flow_task_operator', 'flow_task_node', 'flow_task', 'flow_form', 'flow_visible', 'flow_template_json',
    'flow_template']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}

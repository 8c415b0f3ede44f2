// Column and form rights of the low-code menus whose list config switches those filters on (useColumnPermission /
// useFormPermission). Every list column and form field of such a menu becomes a base_module_column /
// base_module_form item; every role granted the menu holds all of them except what is listed here.

export interface SeedModelPermission {
  /** the menu enCode (type 3) */
  menu: string
  /** role id -> list columns (prop) and form fields (vModel, or <tableVModel>-<childVModel>) the role is not granted */
  deny: Record<string, { columns: string[]; forms: string[] }>
}

export const modelPermissions: SeedModelPermission[] = [
  {
    // a work-area foreman plans quantities; prices and output value stay with the section's managers
    menu: 'monthlyPlan',
    deny: {
      'role-foreman': {
        columns: ['planOutput', 'lastMonthOutput'],
        forms: ['planOutput', 'lastMonthOutput', 'tableFieldPlanItems-unitPrice', 'tableFieldPlanItems-amount']
      }
    }
  }
]

// formData samples of the three generations (jnpf-forms-and-flows.md §0.2), shaped like real designer output.

/** Gen C (3.6): 3.6 names, top-level options with a flat props mapping, camelCase props */
export const genC = {
  formRef: 'formRef',
  labelPosition: 'top',
  labelWidth: 120,
  disabled: false,
  hasConfirmAndAddBtn: true,
  confirmButtonText: '保存',
  fields: [
    { __config__: { jnpfKey: 'input', label: '工程名称', required: true, formId: 101, span: 24, regList: [{ pattern: '/^\\S+$/', message: '不能含空格' }] }, __vModel__: 'projectName', placeholder: '请输入', maxlength: 20, showCount: true },
    { __config__: { jnpfKey: 'radio', label: '等级', formId: 102, dataType: 'static' }, __vModel__: 'level', options: [{ fullName: '一级', id: '1' }, { fullName: '二级', id: '2' }], props: { label: 'fullName', value: 'id' } },
    { __config__: { jnpfKey: 'cascader', label: '部位', formId: 103, dataType: 'static' }, __vModel__: 'part', multiple: true, options: [{ name: '桥', code: 'b', sub: [{ name: '墩', code: 'p' }] }], props: { label: 'name', value: 'code', children: 'sub' } },
    { __config__: { jnpfKey: 'select', label: '字典', formId: 104, dataType: 'dictionary', dictionaryType: 'dict-1' }, __vModel__: 'dict', options: [], props: { label: 'fullName', value: 'enCode' } },
    { __config__: { jnpfKey: 'rate', label: '评分', formId: 105 }, __vModel__: 'score', count: 10 },
    { __config__: { jnpfKey: 'text', label: '说明', formId: 106 }, content: '请如实填写' },
    { __config__: { jnpfKey: 'calculate', label: '合计', formId: 107, isStorage: 0 }, __vModel__: 'total', expression: [] },
    { __config__: { jnpfKey: 'calculate', label: '存储合计', formId: 108, isStorage: 1 }, __vModel__: 'storedTotal', expression: [] },
    {
      __config__: { jnpfKey: 'tab', label: '标签', formId: 109, active: '1', children: [
        { title: '基本', name: '1', __config__: { jnpfKey: 'tabItem', children: [{ __config__: { jnpfKey: 'datePicker', label: '日期', formId: 110, defaultCurrent: true }, __vModel__: 'day', format: 'yyyy-MM-dd' }] } },
        { title: '其他', name: '2', __config__: { jnpfKey: 'tabItem', children: [{ __config__: { jnpfKey: 'switch', label: '开关', formId: 111, defaultValue: true }, __vModel__: 'flag', activeValue: 1, inactiveValue: 0 }] } }
      ] }
    },
    {
      __config__: { jnpfKey: 'tableGrid', formId: 112, children: [{ __config__: { jnpfKey: 'tableGridTr', children: [
        { __config__: { jnpfKey: 'tableGridTd', children: [{ __config__: { jnpfKey: 'inputNumber', label: '数量', formId: 113 }, __vModel__: 'qty', min: 0, max: 100 }] } },
        { __config__: { jnpfKey: 'tableGridTd', children: [{ __config__: { jnpfKey: 'inputNumber', label: '单价', formId: 114 }, __vModel__: 'price', precision: 2 }] } }
      ] } }] }
    },
    {
      __config__: { jnpfKey: 'table', label: '明细', formId: 115, tableName: 'detail', children: [
        { __config__: { jnpfKey: 'input', label: '名称', formId: 116, required: true, isSubTable: true }, __vModel__: 'itemName' },
        { __config__: { jnpfKey: 'inputNumber', label: '金额', formId: 117, isSubTable: true, regList: [{ pattern: '/^\\d+(\\.\\d+)?$/', message: '金额格式不正确' }] }, __vModel__: 'amount' },
        { __config__: { jnpfKey: 'datePicker', label: '日期', formId: 118, defaultCurrent: true, isSubTable: true }, __vModel__: 'rowDay' }
      ] },
      __vModel__: 'tableField115', showSummary: true, summaryField: ['amount']
    },
    { __config__: { jnpfKey: 'input', label: '仅电脑', formId: 119, visibility: ['pc'] }, __vModel__: 'pcOnly' },
    { __config__: { jnpfKey: 'createUser', label: '创建人', formId: 120 }, __vModel__: 'creator' },
    { __config__: { jnpfKey: 'fancyWidget', label: '未知控件', formId: 121 }, __vModel__: 'fancy' }
  ]
}

/** Gen B (3.4): old names, top-level options with props.props, kebab props, rate max */
export const genB = {
  formRef: 'elForm',
  labelPosition: 'right',
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '名称', formId: 1, required: true, tag: 'el-input' }, __vModel__: 'name', 'show-word-limit': true, maxlength: 10 },
    { __config__: { jnpfKey: 'checkbox', label: '类型', formId: 2, dataType: 'static' }, __vModel__: 'types', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }], props: { props: { label: 'label', value: 'value' } } },
    { __config__: { jnpfKey: 'numInput', label: '数字', formId: 3 }, __vModel__: 'num', 'controls-position': 'right' },
    { __config__: { jnpfKey: 'date', label: '日期', formId: 4 }, __vModel__: 'day', type: 'datetime', 'value-format': 'timestamp' },
    { __config__: { jnpfKey: 'rate', label: '评分', formId: 5 }, __vModel__: 'rate', max: 7 },
    { __config__: { jnpfKey: 'JNPFText', label: '文本', formId: 6, defaultValue: '旧文本内容' } },
    { __config__: { jnpfKey: 'uploadFz', label: '附件', formId: 7 }, __vModel__: 'files' },
    { __config__: { jnpfKey: 'comSelect', label: '组织', formId: 8, defaultCurrent: true }, __vModel__: 'org' },
    { __config__: { jnpfKey: 'address', label: '地区', formId: 9 }, __vModel__: 'area' },
    { __config__: { jnpfKey: 'time', label: '时间', formId: 10 }, __vModel__: 'clock', 'value-format': 'HH:mm:ss' },
    { __config__: { jnpfKey: 'groupTitle', label: '分组', formId: 11 }, content: '基本信息', 'content-position': 'left' }
  ]
}

/** Gen A (≤3.3): old names, options in __slot__, mapping in __config__.props, divider caption in __slot__.default */
export const genA = {
  fields: [
    { __config__: { jnpfKey: 'select', label: '状态', formId: 1, props: { label: 'fullName', value: 'id' } }, __vModel__: 'state', __slot__: { options: [{ fullName: '正常', id: 1 }, { fullName: '停用', id: 0, disabled: true }] } },
    { __config__: { jnpfKey: 'divider', formId: 2 }, __slot__: { default: '分割' } },
    {
      __config__: { jnpfKey: 'row', formId: 3, layout: 'rowFormItem', span: '24', children: [
        { __config__: { jnpfKey: 'comInput', label: '左', span: 12, formId: 4 }, __vModel__: 'left' },
        { __config__: { jnpfKey: 'comInput', label: '右', span: 12, formId: 5 }, __vModel__: 'right' }
      ] }
    }
  ]
}

// The console's home page (工作台). The JNPF 3.6 console shows the portal named by userInfo.portalId; without one it
// falls back to a built-in demo dashboard of made-up sales figures. The product has no portal designer, so every
// Web user gets this one fixed portal, in the designer's layout format ([W36] src/components/VisualPortal): the
// counts of their to-do, done and copied flows and their latest to-dos, read through /api/visualdev/Dashboard.

export const HOME_PORTAL = { id: 'portal-web-home', fullName: '工作台', category: '默认门户' } as const

const card = (icon: string) => ({
  titleFontSize: 14, titleFontWeight: false, titleFontColor: '#303133', titleLeft: 'left', titleBgColor: '',
  cardIcon: `icon-ym icon-ym-${icon}`, cardIconColor: '#606266', linkType: '', type: '', moduleId: '', urlAddress: '',
  linkTarget: '_self', appLinkType: '', appType: '', appModuleId: '', appUrlAddress: ''
})

const counter = (id: string, fullName: string, urlAddress: string, icon: string, iconBgColor: string) =>
  ({ id, fullName, noShow: false, num: 0, category: [], urlAddress, icon: `icon-ym icon-ym-${icon}`, iconBgColor, type: 2 })

/** grid of 12 columns, rows of 40 px; visibility pc keeps a widget on the web (the console drops the others) */
const layout = [
  {
    i: 'home-todo', x: 0, y: 0, w: 12, h: 4, minW: 6, minH: 3, maxW: 12, maxH: 12,
    jnpfKey: 'todo', title: '我的待办', renderKey: '', visibility: ['pc', 'app'], card: card('generator-todo'),
    option: {
      styleType: 1,
      defaultValue: [
        counter('toBeReviewed', '待办事宜', '/workFlow/flowTodo', 'flowTodo', '#f68900'),
        counter('flowDone', '已办事宜', '/workFlow/flowDone', 'flowDone', '#7b1ae1'),
        counter('flowCirculate', '抄送事宜', '/workFlow/flowCirculate', 'flowForm', '#33b932')
      ],
      rowNumber: 3, showBorder: false, appRowNumber: 3, appShowBorder: false, labelFontSize: 14, labelFontWeight: false,
      labelFontColor: '#606266', valueFontSize: 24, valueFontWeight: true, valueFontColor: '#303133', valueFontBgColor: '#FE433E'
    },
    refresh: { autoRefresh: false, autoRefreshTime: 5 }
  },
  {
    i: 'home-todo-list', x: 0, y: 4, w: 12, h: 8, minW: 4, minH: 7, maxW: 12, maxH: 12,
    jnpfKey: 'todoList', title: '待办事项', visibility: ['pc', 'app'], card: card('generator-todolist')
  }
]

/** Portal/{id}/auth: a designed portal (type 0) whose layout cannot be dragged (enabledLock 1) */
export function homePortalAuth() {
  return {
    id: HOME_PORTAL.id, fullName: HOME_PORTAL.fullName, type: 0, linkType: 0, customUrl: '', enabledLock: 1,
    formData: JSON.stringify({ layout, refresh: { autoRefresh: false, autoRefreshTime: 5 } })
  }
}

/** Portal/Selector: the home page's portal switch lists portals by category */
export function portalSelector() {
  return { list: [{ id: 'portal-category-default', fullName: HOME_PORTAL.category, children: [{ id: HOME_PORTAL.id, fullName: HOME_PORTAL.fullName }] }] }
}

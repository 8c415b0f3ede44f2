// The page bodies of /pages/apply/dynamicModel/{index,form,detail}: the pages only pass their query here.
import { useEffect, useMemo, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import { NavBar, PageState } from '@/components'
import { ExtensionsProvider, type ModelExtensions } from '../extensions'
import { ModelGate } from './model-gate'
import { ModelList } from './list/model-list'
import { RecordForm, formTitle, isReadOnly } from './form/record-form'
import { RecordDetail, detailTitle } from './detail/record-detail'
import { decodePageConfig, type PageConfig } from './page-config'
import { rememberModelPage, storedModelPage } from '../lib/page-extra'

/** query values may arrive still URI-encoded on some platforms */
export function readParam(raw: string | undefined): string {
  const value = (raw ?? '').trim()
  if (!/%[0-9a-f]{2}/i.test(value)) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export interface ModelIndexScreenProps {
  /** the model id (menu propertyJson.moduleId) */
  id?: string
  menuId?: string
  /** the menu name; JNPF menus send it as fullName */
  title?: string
  /** a domain's header, actions, widgets, sections and pages (../extensions.ts) */
  extensions?: ModelExtensions
  /** a domain's part under the title bar, kept while the model loads (a page's segments over several models) */
  top?: ReactNode
}

export interface RecordScreenProps {
  /** the raw `config` query */
  config?: string
  extensions?: ModelExtensions
}

const NO_EXTENSIONS: ModelExtensions = {}

/** index: webType 1 shows the form for a new record directly, 2 (and a data view, 4) the list */
export function ModelIndexScreen(props: ModelIndexScreenProps) {
  const given = readParam(props.id)
  // a page without its query (restored, reloaded from a bare link) opens the model and menu kept in dynamicModelExtra
  const restored = useMemo(() => (given ? undefined : storedModelPage()), [given])
  const modelId = given || restored?.modelId || ''
  const menuId = given ? readParam(props.menuId) : restored?.menuId ?? ''
  const menuTitle = given ? readParam(props.title) : restored?.title ?? ''
  useEffect(() => {
    if (modelId) rememberModelPage({ modelId, menuId, title: menuTitle })
  }, [modelId, menuId, menuTitle])
  const page = (config: VisualDevConfigVO) => {
    const title = menuTitle || config.fullName || ''
    if (String(config.webType) === '1') return <FormOnly modelId={modelId} menuId={menuId} title={title} config={config} />
    return (
      <View className='page'>
        <NavBar title={title} back />
        {props.top}
        <ModelList modelId={modelId} menuId={menuId} title={title} config={config} />
      </View>
    )
  }
  return (
    <ExtensionsProvider value={props.extensions ?? NO_EXTENSIONS}>
      <ModelGate modelId={modelId} title={menuTitle || '加载中'} top={props.top}>{page}</ModelGate>
    </ExtensionsProvider>
  )
}

function FormOnly({ modelId, menuId, title, config }: { modelId: string; menuId: string; title: string; config: VisualDevConfigVO }) {
  const page = useMemo<PageConfig>(() => ({ modelId, menuId, title, jurisdictionType: 'btn_add' }), [modelId, menuId, title])
  return <RecordForm page={page} modelConfig={config} embedded />
}

function BadConfig({ title }: { title: string }) {
  return (
    <View className='page'>
      <NavBar title={title} back />
      <PageState status='error' text='页面参数有误，无法打开该记录' />
    </View>
  )
}

/** a record page keeps its model, menu and record in dynamicModelExtra, as the original app does */
function useRememberRecordPage(page: PageConfig | null): void {
  useEffect(() => {
    if (page) rememberModelPage({ modelId: page.modelId, menuId: page.menuId, title: page.title, id: page.id })
  }, [page])
}

export function RecordFormScreen({ config, extensions }: RecordScreenProps) {
  const page = useMemo(() => decodePageConfig(config), [config])
  useRememberRecordPage(page)
  if (!page) return <BadConfig title='表单' />
  return (
    <ExtensionsProvider value={extensions ?? NO_EXTENSIONS}>
      <ModelGate modelId={page.modelId} title={formTitle(page, isReadOnly(page))}>{(c) => <RecordForm page={page} modelConfig={c} />}</ModelGate>
    </ExtensionsProvider>
  )
}

export function RecordDetailScreen({ config, extensions }: RecordScreenProps) {
  const page = useMemo(() => decodePageConfig(config), [config])
  useRememberRecordPage(page)
  if (!page) return <BadConfig title='详情' />
  return (
    <ExtensionsProvider value={extensions ?? NO_EXTENSIONS}>
      <ModelGate modelId={page.modelId} title={detailTitle(page)}>{(c) => <RecordDetail page={page} modelConfig={c} />}</ModelGate>
    </ExtensionsProvider>
  )
}

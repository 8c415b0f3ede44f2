// Above the list: the keyword box, the 筛选 / 排序 buttons, each marked while it is in effect, and a domain's own
// buttons (extensions.ts toolbarActions). The keyword box is always there: with keyword fields in the list it
// searches them (jnpfKeyword), without them the server looks in every text field of the records (the plain
// `keyword`, see model/list-query).
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'

export interface ListToolbarProps {
  keyword: string
  onKeyword: (keyword: string) => void
  /** show 筛选; `filtered` marks it */
  filter: boolean
  filtered: boolean
  onFilter: () => void
  sort: boolean
  sorted: boolean
  onSort: () => void
  /** a domain's buttons, after 筛选 / 排序 */
  actions?: { key: string; label: string; onClick: () => void }[]
}

export function ListToolbar(props: ListToolbarProps) {
  const [input, setInput] = useState(props.keyword)
  const apply = () => props.onKeyword(input.trim())
  const actions = props.actions ?? []
  return (
    <View className='lc-toolbar'>
      <View className='lc-toolbar__search'>
        <AtSearchBar
          value={input}
          placeholder='请输入关键词'
          onChange={(v: string) => setInput(v)}
          onActionClick={apply}
          onConfirm={apply}
          onClear={() => {
            setInput('')
            props.onKeyword('')
          }}
        />
      </View>
      {(props.filter || props.sort || actions.length > 0) && (
        <View className='lc-toolbar__buttons'>
          {props.filter && (
            <View className={`lc-toolbar__btn${props.filtered ? ' lc-toolbar__btn--on' : ''}`} role='button' onClick={props.onFilter}>
              <Text>{props.filtered ? '筛选 ●' : '筛选'}</Text>
            </View>
          )}
          {props.sort && (
            <View className={`lc-toolbar__btn${props.sorted ? ' lc-toolbar__btn--on' : ''}`} role='button' onClick={props.onSort}>
              <Text>{props.sorted ? '排序 ●' : '排序'}</Text>
            </View>
          )}
          {actions.map((a) => (
            <View key={a.key} className='lc-toolbar__btn' role='button' onClick={a.onClick}>
              <Text>{a.label}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

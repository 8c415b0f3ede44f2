import { Text, View } from '@tarojs/components'
import type { PickedUser } from './user-search'

export interface UserChipsProps {
  users: PickedUser[]
  placeholder: string
  onOpen: () => void
  onRemove: (id: string) => void
}

/** the people chosen for a field, each removable, and the button that opens the picker */
export function UserChips({ users, placeholder, onOpen, onRemove }: UserChipsProps) {
  return (
    <View className='wf-chips'>
      {users.map((u) => (
        <View key={u.id} className='wf-chips__chip'>
          <Text>{u.name}</Text>
          <View className='wf-chips__x' role='button' aria-label={`移除${u.name}`} onClick={() => onRemove(u.id)}><Text>×</Text></View>
        </View>
      ))}
      <View className='wf-chips__add' role='button' onClick={onOpen}>
        <Text>{users.length ? '修改' : placeholder}</Text>
      </View>
    </View>
  )
}

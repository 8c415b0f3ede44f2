import { Text, View } from '@tarojs/components'
import { ContactAvatar } from './contact-avatar'
import type { ContactNode } from '../types'

export function splitName(fullName: string): { name: string; account: string } {
  const [name, account = ''] = (fullName ?? '').split('/')
  return { name: name || fullName, account }
}

export function ContactRow({ node, onOpen }: { node: ContactNode; onOpen: (node: ContactNode) => void }) {
  if (node.type !== 'user') {
    return (
      <View className='contact-row' role='button' aria-label={`进入${node.fullName}`} onClick={() => onOpen(node)}>
        <View className='contact-row__org'>
          <Text>{node.type === 'company' ? '司' : '部'}</Text>
        </View>
        <Text className='contact-row__name'>{node.fullName}</Text>
        <Text className='contact-row__arrow'>›</Text>
      </View>
    )
  }
  const { name, account } = splitName(node.fullName)
  return (
    <View className='contact-row' role='button' aria-label={`查看${name}`} onClick={() => onOpen(node)}>
      <ContactAvatar src={node.headIcon} name={name} />
      <View className='contact-row__info'>
        <Text className='contact-row__name'>
          {name}
          {account ? <Text className='contact-row__account'>{`（${account}）`}</Text> : null}
        </Text>
        {node.organize ? (
          <Text className='contact-row__org-path' numberOfLines={1}>
            {node.organize}
          </Text>
        ) : null}
      </View>
    </View>
  )
}

import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '../../hooks/use-require-session'

export interface ComingSoonProps {
  title: string
  /** what the module will show, so the page says so instead of showing invented content */
  text: string
  back?: boolean
}

/** a signed-in page whose module arrives in a later issue */
export function ComingSoon({ title, text, back = false }: ComingSoonProps) {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title={title} back={back} />
      <PageState status='empty' text={text} />
    </View>
  )
}

import { useRouter } from '@tarojs/taro'
import { ExternalLink } from '@/features/workbench'

export default function ExternalLinkPage() {
  const { params } = useRouter()
  return <ExternalLink url={params.url} title={params.title} />
}

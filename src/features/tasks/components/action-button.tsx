import { Text, View } from '@tarojs/components'

/** a button of the bottom action bar, drawn by us (the H5 Button's own styles wash out its text); busy: no taps */
export function ActionButton({ label, kind = 'plain', busy = false, onClick }: { label: string; kind?: 'primary' | 'plain' | 'danger'; busy?: boolean; onClick(): void }) {
  return (
    <View role='button' aria-disabled={busy} className={`tk-btn tk-btn--${kind}${busy ? ' tk-btn--busy' : ''}`} onClick={() => { if (!busy) onClick() }}>
      <Text>{label}</Text>
    </View>
  )
}

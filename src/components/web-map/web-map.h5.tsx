// A Leaflet map over the configured tile source (H5 only: the mini-program uses WeChat's <Map>). Leaflet arrives in
// a chunk of its own the first time a map is shown; if that chunk or most of the first tiles fail, onUnavailable
// tells the caller to show its fallback.
import { useEffect, useRef } from 'react'
import type { LeafletHandle } from './leaflet-scene'
import type { WebMapProps } from './types'
import './web-map.scss'

export function WebMap({ tiles, scene, height, onTap, onUnavailable }: WebMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const handle = useRef<LeafletHandle | null>(null)
  // the latest callbacks and scene, read by the map created once per tile source
  const latest = useRef({ scene, onTap, onUnavailable })
  latest.current = { scene, onTap, onUnavailable }

  useEffect(() => {
    let live = true
    import('./leaflet-scene').then(({ mountLeaflet }) => {
      if (!live || !box.current) return
      handle.current = mountLeaflet(box.current, tiles, {
        onTap: (p) => latest.current.onTap?.(p),
        onUnavailable: () => latest.current.onUnavailable()
      })
      handle.current.draw(latest.current.scene)
    }).catch(() => { if (live) latest.current.onUnavailable() })
    return () => {
      live = false
      handle.current?.destroy()
      handle.current = null
    }
  }, [tiles])

  useEffect(() => { handle.current?.draw(scene) }, [scene])

  return <div ref={box} className='web-map' data-testid='web-map' style={{ height: `${height}px` }} />
}

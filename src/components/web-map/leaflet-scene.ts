// The Leaflet side of the web map, in its own lazily loaded chunk (Leaflet and its CSS load only when a tile source
// is configured and a map is shown). Shapes are drawn as vector layers (no marker images to resolve), points are
// shifted from GCJ-02 onto WGS-84 tiles when the source says its tiles are WGS-84, and taps are shifted back.
import * as L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { MapPointVO, MapTilesVO } from '@shared/api/dashboard'
import { gcj02ToWgs84, wgs84ToGcj02 } from '@/utils/gcj02'
import { tileWatch } from './tile-watch'
import type { WebMapScene } from './types'

export interface LeafletHandle {
  draw(scene: WebMapScene): void
  destroy(): void
}

interface Handlers {
  onTap(p: MapPointVO): void
  onUnavailable(): void
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function mountLeaflet(el: HTMLElement, tiles: MapTilesVO, handlers: Handlers): LeafletHandle {
  const wgs = tiles.coords === 'wgs84'
  const toMap = (p: MapPointVO): L.LatLngTuple => { const q = wgs ? gcj02ToWgs84(p) : p; return [q.latitude, q.longitude] }
  const fromMap = (ll: L.LatLng): MapPointVO => {
    const p = { longitude: ll.lng, latitude: ll.lat }
    return wgs ? wgs84ToGcj02(p) : p
  }
  // vectors on one canvas: lighter than an SVG node per fence and marker on a phone
  const map = L.map(el, { attributionControl: false, zoomControl: true, preferCanvas: true })
  // the attribution is plain text from the server's config; Leaflet writes it as HTML
  L.control.attribution({ prefix: false }).addTo(map)
  const watch = tileWatch(handlers.onUnavailable)
  L.tileLayer(tiles.url, { subdomains: tiles.subdomains.length ? tiles.subdomains : ['a'], attribution: escapeHtml(tiles.attribution), maxZoom: 18 })
    .on('tileload', () => watch.loaded())
    .on('tileerror', () => watch.failed())
    .addTo(map)
  map.on('click', (e: L.LeafletMouseEvent) => handlers.onTap(fromMap(e.latlng)))
  const shapes = L.layerGroup().addTo(map)
  // a tap on a shape is the shape's, not the map's
  const tappable = <T extends L.Layer>(layer: T, onTap?: () => void): T => {
    if (onTap) layer.on('click', (e: L.LeafletMouseEvent) => { L.DomEvent.stop(e); onTap() })
    return layer
  }
  let fitted = false

  return {
    draw(scene) {
      shapes.clearLayers()
      for (const l of scene.lines) if (l.points.length > 1) L.polyline(l.points.map(toMap), { color: l.colour, weight: l.weight, interactive: false }).addTo(shapes)
      for (const c of scene.circles) tappable(L.circle(toMap(c.centre), { radius: c.radius, color: c.colour, weight: 2, fillOpacity: 0.12, dashArray: '6 4' }), c.onTap).addTo(shapes)
      for (const p of scene.polygons) if (p.points.length > 2) tappable(L.polygon(p.points.map(toMap), { color: p.colour, weight: 2, fillOpacity: 0.12, dashArray: '6 4' }), p.onTap).addTo(shapes)
      for (const d of scene.dots) {
        tappable(L.circleMarker(toMap(d.at), { radius: d.radius, color: '#ffffff', weight: 2, fillColor: d.colour, fillOpacity: 1 }), d.onTap)
          .bindTooltip(escapeHtml(d.title), { direction: 'top' }).addTo(shapes)
      }
      if (scene.pin) {
        L.circleMarker(toMap(scene.pin), { radius: 9, color: '#ffffff', weight: 3, fillColor: '#fa3534', fillOpacity: 1, interactive: false }).addTo(shapes)
      }
      // the view is set once: redrawing (a moved pin, a refresh) keeps where the user has panned to
      if (fitted) return
      fitted = true
      if (scene.fit.length === 1) map.setView(toMap(scene.fit[0]), scene.zoom ?? 16)
      else if (scene.fit.length > 1) map.fitBounds(L.latLngBounds(scene.fit.map(toMap)), { padding: [24, 24] })
      else map.setView([35.86, 104.19], 4)
    },
    destroy() {
      map.remove()
    }
  }
}

import type { AlignmentPoint } from '@shared/api/oauth'

// The chainage lines of the two demo projects, GCJ-02 (what WeChat's getLocation 'gcj02' returns), one control point
// every 5 to 10 km, traced along the real corridors: the G60 from Xiaoshan past Zhuji and Yiwu to Jinhua, and the new
// Ningguo-Jixi line down the valley past Hule and Jingde. The chainages run the project lengths (142.6 km and
// 78.4 km); between two points the road is some 5 to 12 % longer than the straight line, as a highway over hills is.
// Site photos stamp the chainage they project onto these lines.

export const hangjinAlignment: AlignmentPoint[] = [
  { chainage: 0, longitude: 120.2585, latitude: 30.1160 },
  { chainage: 7963, longitude: 120.2610, latitude: 30.0480 },
  { chainage: 14234, longitude: 120.2700, latitude: 29.9950 },
  { chainage: 21885, longitude: 120.2620, latitude: 29.9300 },
  { chainage: 29496, longitude: 120.2600, latitude: 29.8650 },
  { chainage: 37705, longitude: 120.2550, latitude: 29.7950 },
  { chainage: 46616, longitude: 120.2700, latitude: 29.7200 },
  { chainage: 55509, longitude: 120.2560, latitude: 29.6450 },
  { chainage: 63745, longitude: 120.2250, latitude: 29.5800 },
  { chainage: 73670, longitude: 120.1700, latitude: 29.5100 },
  { chainage: 82347, longitude: 120.1200, latitude: 29.4500 },
  { chainage: 89967, longitude: 120.0800, latitude: 29.3950 },
  { chainage: 98181, longitude: 120.0300, latitude: 29.3400 },
  { chainage: 105889, longitude: 119.9700, latitude: 29.3000 },
  { chainage: 114433, longitude: 119.9000, latitude: 29.2600 },
  { chainage: 125598, longitude: 119.8200, latitude: 29.1950 },
  { chainage: 135223, longitude: 119.7500, latitude: 29.1400 },
  { chainage: 142600, longitude: 119.6900, latitude: 29.1050 },
]

export const ningjiAlignment: AlignmentPoint[] = [
  { chainage: 0, longitude: 118.9100, latitude: 30.6450 },
  { chainage: 7358, longitude: 118.8850, latitude: 30.5900 },
  { chainage: 15443, longitude: 118.8450, latitude: 30.5350 },
  { chainage: 24344, longitude: 118.8000, latitude: 30.4750 },
  { chainage: 33050, longitude: 118.7500, latitude: 30.4200 },
  { chainage: 41758, longitude: 118.7000, latitude: 30.3650 },
  { chainage: 50966, longitude: 118.6500, latitude: 30.3050 },
  { chainage: 59336, longitude: 118.6150, latitude: 30.2450 },
  { chainage: 67716, longitude: 118.5950, latitude: 30.1800 },
  { chainage: 75269, longitude: 118.5850, latitude: 30.1200 },
  { chainage: 78400, longitude: 118.5820, latitude: 30.0950 },
]

// Public surface of the safety training exams: their routes and the scoring rules the demo seed scores its past
// exams with.
export { trainingRoutes } from './routes'
export { isCorrect, joinKeys, scoreOf, JUDGE_OPTIONS } from './scoring'

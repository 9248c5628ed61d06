/** The lead's server services: what routes and other features call to read and change leads. */
export { advisorsAvailableFor, matchAdvisors, type Advisor } from './matching.server'

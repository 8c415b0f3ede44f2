export interface ExternalLinkProps {
  /** the url and title query parameters as the page received them */
  url?: string
  title?: string
}

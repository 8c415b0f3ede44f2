export interface SocialLoginProps {
  onSuccess: () => void
  /** a provider's login found no bound account: the next password login binds it with this ticket */
  onPendingBind: (ticket: string) => void
}

// The mini-program shares through onShareAppMessage (use-share.ts); there is no JS-SDK to tell.
export function useWechatShare(_title: string, _path: string): void {}

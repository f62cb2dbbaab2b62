/**
 * Whether everyone may see a know: published and not private. The server's rule (documents and
 * thumbnails for anyone, shared caches allowed) in the client's words: a public know's thumbnail
 * loads in an <img> without the bearer, and only public knows can be shared into a chat.
 */
export function isPublicKnow(know: { status: string; isPrivate: boolean }): boolean {
  return know.status === 'PUBLISHED' && !know.isPrivate;
}

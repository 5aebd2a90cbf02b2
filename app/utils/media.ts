/** The public URL of a stored file; stored files never change, so browsers may keep them for a year. */
export const mediaUrl = (fileId: number | null | undefined) => (fileId ? `/media/${fileId}` : undefined);

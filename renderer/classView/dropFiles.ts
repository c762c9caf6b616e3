/** The files dropped on the page, folders opened (their files read, sub-folders too): name and text of each. */
export async function droppedFiles(transfer: DataTransfer): Promise<{ name: string; text: string }[]> {
  const entries = Array.from(transfer.items)
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((e): e is FileSystemEntry => e !== null);
  if (entries.length === 0) return Promise.all(Array.from(transfer.files).map(async (f) => ({ name: f.name, text: await f.text() })));
  const out: { name: string; text: string }[] = [];
  async function walk(entry: FileSystemEntry): Promise<void> {
    if (entry.isFile) {
      const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
      if (/\.(json|jsonl|csv)$/i.test(file.name)) out.push({ name: file.name, text: await file.text() });
      return;
    }
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
      if (batch.length === 0) break;
      for (const child of batch) await walk(child);
    }
  }
  for (const entry of entries) await walk(entry);
  return out;
}

import type { FileHandle } from 'node:fs/promises';

/**
 * Windows Installer packages (.msi, .msp, .mst) are compound files like Word/Excel/PowerPoint 97, so a
 * renamed installer would pass as a .doc. Their root storage carries the class id {000C108x-0000-0000-
 * C000-000000000046} (x = 2 transform, 4 package, 6 patch), which an Office document never has.
 */
export async function isWindowsInstaller(file: FileHandle): Promise<boolean> {
  const header = Buffer.alloc(512);
  const { bytesRead } = await file.read(header, 0, header.length, 0);
  if (bytesRead < header.length) return false;
  const sectorSize = 2 ** header.readUInt16LE(0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return false;
  const firstDirectorySector = header.readUInt32LE(0x30);
  const rootEntryOffset = (firstDirectorySector + 1) * sectorSize;
  const classId = Buffer.alloc(16);
  const classRead = await file.read(classId, 0, 16, rootEntryOffset + 0x50);
  if (classRead.bytesRead < 16) return false;
  const installerTail = Buffer.from([0x10, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46]);
  return [0x82, 0x84, 0x86].includes(classId[0]) && classId.subarray(1).equals(installerTail);
}

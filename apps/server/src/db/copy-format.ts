/** The frame of PostgreSQL's binary COPY input (`COPY … FROM STDIN (FORMAT binary)`), around the tuples. */

/** 'PGCOPY\n\377\r\n\0', flags 0, header extension length 0. */
export const copyHeader = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);

/** The end of a COPY input (a field count of -1). */
export const copyTrailer = Buffer.from([0xff, 0xff]);

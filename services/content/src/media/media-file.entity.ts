import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type MediaKindName = 'image' | 'video';

/** One upload: the files under `prefix` in the media storage and what the client was told. */
@Entity('media_file')
export class MediaFileEntity {
  /** The uuid in the storage keys (images/<id>/..., videos/<id>/...). */
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 10 })
  kind: MediaKindName;

  /** Storage prefix holding every file of this upload, e.g. "images/<id>/". */
  @Column('text')
  prefix: string;

  /** Storage keys written, for audits and for deleting without listing. */
  @Column('text', { array: true })
  keys: string[];

  @Column('text')
  url: string;

  @Column('varchar', { name: 'content_type', length: 100 })
  contentType: string;

  @Column('int')
  width: number;

  @Column('int')
  height: number;

  @Column('int', { array: true })
  widths: number[];

  /** Bytes of the file at url. */
  @Column('int')
  size: number;

  /** Bytes of the upload as received. */
  @Column('int', { name: 'original_size' })
  originalSize: number;

  @Column('varchar', { name: 'source_format', length: 20 })
  sourceFormat: string;

  @Column('uuid', { name: 'uploaded_by', nullable: true })
  uploadedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

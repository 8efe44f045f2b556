import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A home-page carousel slide: an image URL and its text. */
@Entity('banner')
export class BannerEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** An http(s) URL or a "/media/..." path. */
  @Column('text')
  image: string;

  @Column('varchar', { length: 500 })
  description: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

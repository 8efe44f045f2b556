import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One post of the social feed (its URL is unique). */
@Entity('feed_post')
export class FeedPostEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Insertion order (several posts added at once share a moment). */
  @Column('bigint')
  seq: string;

  @Column('text', { name: 'post_url', unique: true })
  postUrl: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}

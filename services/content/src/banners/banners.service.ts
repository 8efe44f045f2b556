import { Injectable } from '@nestjs/common';
import { requireAdmin, rows, RpcErrors } from '@boutique/service-kit';
import type { Banner, BannerInput } from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { deleteById, isUuid, toIso } from '../common/listing.js';
import { BANNER_MESSAGES, bannerProblem, type BannerFields } from './banner-rules.js';

interface BannerRow {
  id: string;
  image: string;
  description: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, image, description, created_at, updated_at';

function toBannerMessage(row: BannerRow): Banner {
  return {
    id: row.id,
    image: row.image,
    description: row.description,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function checked(fields: BannerFields): BannerFields {
  const problem = bannerProblem(fields);
  if (problem) throw RpcErrors.invalid(problem);
  return fields;
}

/** The home-page carousel: public list, admin writes. */
@Injectable()
export class BannersService {
  constructor(private readonly dataSource: DataSource) {}

  /** Oldest first: the carousel order. */
  async list(): Promise<Banner[]> {
    const found = await rows<BannerRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM banner ORDER BY created_at, id`,
    );
    return found.map(toBannerMessage);
  }

  async create(actor: Actor | undefined, input: BannerInput | undefined): Promise<Banner> {
    requireAdmin(actor);
    const fields = checked({
      image: input?.image?.trim() ?? '',
      description: input?.description?.trim() ?? '',
    });
    const [row] = await rows<BannerRow>(
      this.dataSource,
      `INSERT INTO banner (image, description) VALUES ($1, $2) RETURNING ${COLUMNS}`,
      [fields.image, fields.description],
    );
    return toBannerMessage(row);
  }

  /** A field left empty keeps its value; the result is checked as a whole. */
  async update(
    actor: Actor | undefined,
    id: string,
    input: BannerInput | undefined,
  ): Promise<Banner> {
    requireAdmin(actor);
    if (!isUuid(id)) throw RpcErrors.notFound(BANNER_MESSAGES.notFound);
    const [current] = await rows<BannerRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM banner WHERE id = $1`,
      [id],
    );
    if (!current) throw RpcErrors.notFound(BANNER_MESSAGES.notFound);
    const fields = checked({
      image: input?.image?.trim() || current.image,
      description: input?.description?.trim() || current.description,
    });
    const [row] = await rows<BannerRow>(
      this.dataSource,
      `UPDATE banner SET image = $2, description = $3, updated_at = clock_timestamp()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, fields.image, fields.description],
    );
    if (!row) throw RpcErrors.notFound(BANNER_MESSAGES.notFound);
    return toBannerMessage(row);
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    await deleteById(this.dataSource, 'banner', id, BANNER_MESSAGES.notFound);
  }
}

import { Injectable } from '@nestjs/common';
import type {
  GetCodAvailabilityRequest,
  GetCodAvailabilityResponse,
  GetCodSettingsRequest,
  GetCodSettingsResponse,
  UpdateCodSettingsRequest,
  UpdateCodSettingsResponse,
} from '@boutique/contracts/order/v1/order_service';
import { requireAdmin, rows, RpcErrors } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  codSettingsFrom,
  codSettingsProblem,
  codSettingsStored,
  pincodeRefusal,
  rupees,
  type CodSettings,
} from './cod-settings.js';

const SAVED = 'Cash on delivery settings saved';
const PINCODE = /^[1-9][0-9]{5}$/;

/**
 * The owner's cash-on-delivery settings (docs/cash-on-delivery.md): one cod_settings row
 * (jsonb), checked whole by cod-settings.ts; the defaults (COD off) before the first save.
 */
@Injectable()
export class CodSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async read(manager: EntityManager = this.dataSource.manager): Promise<CodSettings> {
    const [row] = await rows<{ settings: Partial<CodSettings> }>(
      manager,
      `SELECT settings FROM cod_settings`,
    );
    return codSettingsStored(row?.settings);
  }

  async get(request: GetCodSettingsRequest): Promise<GetCodSettingsResponse> {
    requireAdmin(request.actor);
    return { settings: await this.read() };
  }

  async update(request: UpdateCodSettingsRequest): Promise<UpdateCodSettingsResponse> {
    requireAdmin(request.actor);
    const settings = codSettingsFrom(request.settings);
    const problem = codSettingsProblem(settings);
    if (problem) throw RpcErrors.invalid(problem);
    await this.dataSource.query(
      `INSERT INTO cod_settings (id, settings) VALUES (true, $1::jsonb)
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
      [JSON.stringify(settings)],
    );
    return { settings, message: SAVED };
  }

  /** Whether COD is offered to a pincode at all (the pincode check; no shopper's risk). */
  async availability(request: GetCodAvailabilityRequest): Promise<GetCodAvailabilityResponse> {
    const pincode = request.pincode?.trim() ?? '';
    if (!PINCODE.test(pincode)) throw RpcErrors.invalid('Please enter a valid 6-digit pincode');
    const settings = await this.read();
    const refusal = pincodeRefusal(settings, pincode);
    return {
      available: refusal === undefined,
      fee: settings.fee,
      maxOrderValue: settings.maxOrderValue,
      message:
        refusal ??
        (settings.fee > 0
          ? `Cash on delivery available (${rupees(settings.fee)} fee)`
          : 'Cash on delivery available'),
    };
  }
}

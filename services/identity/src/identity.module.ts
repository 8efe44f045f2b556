import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AccessService } from './access/access.service.js';
import { AddressesService } from './addresses/addresses.service.js';
import { UsersAdminService } from './admin/users-admin.service.js';
import { AuthService } from './auth/auth.service.js';
import { GeoService } from './geo/geo.service.js';
import { IdentityController } from './identity.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { UsersService } from './users/users.service.js';

@Module({
  controllers: [IdentityController],
  providers: [
    UsersService,
    AuthService,
    AccessService,
    AddressesService,
    PasswordResetService,
    GeoService,
    UsersAdminService,
  ],
})
export class IdentityModule implements OnApplicationBootstrap {
  constructor(private readonly users: UsersService) {}

  async onApplicationBootstrap() {
    await this.users.ensureBootstrapAdmin();
  }
}

import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AuthService } from './auth/auth.service.js';
import { IdentityController } from './auth/identity.controller.js';
import { UsersService } from './users/users.service.js';

@Module({
  controllers: [IdentityController],
  providers: [UsersService, AuthService],
})
export class IdentityModule implements OnApplicationBootstrap {
  constructor(private readonly users: UsersService) {}

  async onApplicationBootstrap() {
    await this.users.ensureBootstrapAdmin();
  }
}

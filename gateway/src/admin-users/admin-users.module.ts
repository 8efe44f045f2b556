import { Module } from '@nestjs/common';
import { adminUsersApi } from './admin-users.api.js';
import { AdminUsersService } from './admin-users.service.js';

@Module({
  controllers: adminUsersApi.controllers,
  providers: [AdminUsersService, ...adminUsersApi.providers],
})
export class AdminUsersModule {}

import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersResolver } from './admin-users.resolver.js';
import { AdminUsersService } from './admin-users.service.js';

@Module({
  controllers: [AdminUsersController],
  providers: [AdminUsersService, AdminUsersResolver],
})
export class AdminUsersModule {}

import { Controller } from '@nestjs/common';
import { RpcErrors } from '@boutique/service-kit';
import {
  IdentityServiceControllerMethods,
  type GetUserRequest,
  type GetUserResponse,
  type IdentityServiceController,
  type LoginRequest,
  type LoginResponse,
  type LogoutRequest,
  type LogoutResponse,
  type RefreshRequest,
  type RefreshResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@boutique/contracts/identity/v1/identity_service';
import { UsersService, toUserMessage } from '../users/users.service.js';
import { AuthService } from './auth.service.js';

/** gRPC handlers of identity.v1.IdentityService: each delegates to a service. */
@Controller()
@IdentityServiceControllerMethods()
export class IdentityController implements IdentityServiceController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  async register(request: RegisterRequest): Promise<RegisterResponse> {
    await this.users.register(request);
    return { message: 'Registration successful' };
  }

  login(request: LoginRequest): Promise<LoginResponse> {
    return this.auth.login(request.email, request.password);
  }

  refresh(request: RefreshRequest): Promise<RefreshResponse> {
    return this.auth.refresh(request.refreshToken);
  }

  async logout(request: LogoutRequest): Promise<LogoutResponse> {
    await this.auth.logout(request.userId, request.refreshToken || undefined);
    return {};
  }

  async getUser(request: GetUserRequest): Promise<GetUserResponse> {
    const user = await this.users.findById(request.id);
    if (!user) throw RpcErrors.notFound('User not found');
    return { user: toUserMessage(user) };
  }
}

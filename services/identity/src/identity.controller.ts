import { Controller } from '@nestjs/common';
import { RpcErrors } from '@boutique/service-kit';
import {
  IdentityServiceControllerMethods,
  type AddAddressRequest,
  type AddAddressResponse,
  type DeleteAddressRequest,
  type DeleteAddressResponse,
  type DeleteUserRequest,
  type DeleteUserResponse,
  type GetAddressRequest,
  type GetAddressResponse,
  type GetUserRequest,
  type GetUserResponse,
  type ListAccessRevocationsResponse,
  type IdentityServiceController,
  type ListAddressesRequest,
  type ListAddressesResponse,
  type ListStatesResponse,
  type ListUsersRequest,
  type ListUsersResponse,
  type LoginRequest,
  type LoginResponse,
  type LogoutRequest,
  type LogoutResponse,
  type RefreshRequest,
  type RefreshResponse,
  type RegisterRequest,
  type RegisterResponse,
  type RequestPasswordResetRequest,
  type RequestPasswordResetResponse,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
  type EstimateDeliveryRequest,
  type EstimateDeliveryResponse,
  type SearchCitiesRequest,
  type SearchCitiesResponse,
  type UpdateAddressRequest,
  type UpdateAddressResponse,
  type UpdateUserRoleRequest,
  type UpdateUserRoleResponse,
} from '@boutique/contracts/identity/v1/identity_service';
import { AddressesService, toAddressMessage } from './addresses/addresses.service.js';
import { UsersAdminService } from './admin/users-admin.service.js';
import { GeoService } from './geo/geo.service.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { UsersService, toUserMessage } from './users/users.service.js';
import { AuthService } from './auth/auth.service.js';

/** gRPC handlers of identity.v1.IdentityService: each delegates to a service. */
@Controller()
@IdentityServiceControllerMethods()
export class IdentityController implements IdentityServiceController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly addresses: AddressesService,
    private readonly geo: GeoService,
    private readonly usersAdmin: UsersAdminService,
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
    const revokedSessionIds = await this.auth.logout(
      request.userId,
      request.refreshToken || undefined,
      request.sessionId || undefined,
    );
    return { revokedSessionIds };
  }

  listAccessRevocations(): Promise<ListAccessRevocationsResponse> {
    return this.auth.listAccessRevocations();
  }

  async getUser(request: GetUserRequest): Promise<GetUserResponse> {
    const user = await this.users.findById(request.id);
    if (!user) throw RpcErrors.notFound('User not found');
    return { user: toUserMessage(user) };
  }

  async requestPasswordReset(
    request: RequestPasswordResetRequest,
  ): Promise<RequestPasswordResetResponse> {
    return { message: await this.passwordReset.request(request.email) };
  }

  async resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
    return this.passwordReset.reset(request.token, request.newPassword);
  }

  async listAddresses(request: ListAddressesRequest): Promise<ListAddressesResponse> {
    const addresses = await this.addresses.list(request.actor, request.userId);
    return { addresses: addresses.map(toAddressMessage) };
  }

  async getAddress(request: GetAddressRequest): Promise<GetAddressResponse> {
    let answer: GetAddressResponse;
    if (request.includeUser) {
      const { address, owner } = await this.addresses.getWithOwner(
        request.actor,
        request.userId,
        request.addressId,
      );
      answer = {
        address: toAddressMessage(address),
        user: toUserMessage(owner),
        delivery: undefined,
      };
    } else {
      answer = {
        address: toAddressMessage(
          await this.addresses.get(request.actor, request.userId, request.addressId),
        ),
        user: undefined,
        delivery: undefined,
      };
    }
    if (request.includeDelivery && answer.address) {
      answer.delivery = await this.geo.promiseFor(answer.address.pincode);
    }
    return answer;
  }

  async addAddress(request: AddAddressRequest): Promise<AddAddressResponse> {
    return {
      address: toAddressMessage(
        await this.addresses.add(request.actor, request.userId, request.address),
      ),
    };
  }

  async updateAddress(request: UpdateAddressRequest): Promise<UpdateAddressResponse> {
    const address = await this.addresses.update(
      request.actor,
      request.userId,
      request.addressId,
      request.address,
    );
    return { address: toAddressMessage(address) };
  }

  async deleteAddress(request: DeleteAddressRequest): Promise<DeleteAddressResponse> {
    await this.addresses.remove(request.actor, request.userId, request.addressId);
    return {};
  }

  listStates(): ListStatesResponse {
    return { states: this.geo.listStates().map(({ code, name }) => ({ code, name })) };
  }

  async searchCities(request: SearchCitiesRequest): Promise<SearchCitiesResponse> {
    return { cities: await this.geo.searchCities(request.stateCode, request.query, request.limit) };
  }

  estimateDelivery(request: EstimateDeliveryRequest): Promise<EstimateDeliveryResponse> {
    return this.geo.estimateDelivery(request.pincode);
  }

  async listUsers(request: ListUsersRequest): Promise<ListUsersResponse> {
    const { users, total } = await this.usersAdmin.list(
      request.actor,
      request.emailSearch,
      request.page,
      request.pageSize,
    );
    return { users: users.map(toUserMessage), total };
  }

  async updateUserRole(request: UpdateUserRoleRequest): Promise<UpdateUserRoleResponse> {
    const { user, revokedSessionIds } = await this.usersAdmin.updateRole(
      request.actor,
      request.userId,
      request.role,
    );
    return { user: toUserMessage(user), revokedSessionIds };
  }

  async deleteUser(request: DeleteUserRequest): Promise<DeleteUserResponse> {
    await this.usersAdmin.remove(request.actor, request.userId);
    return {};
  }
}

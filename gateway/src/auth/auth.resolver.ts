import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MessagePayload } from '../common/message-payload.model.js';
import { Authenticated, ClientIp, CurrentUser } from './auth.decorators.js';
import { AuthService } from './auth.service.js';
import { ForgotPasswordInput } from './dto/forgot-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { ResetPasswordInput } from './dto/reset-password.input.js';
import type { AuthUser } from './jwt-verifier.js';
import { AuthPayload, RegisterPayload } from './models/auth-payload.model.js';
import { UserView } from './models/user.model.js';

/** GraphQL face of the auth flows: same rules, limits and messages as REST. */
@Resolver(() => UserView)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => UserView, {
    nullable: true,
    description: 'The signed-in user (Bearer token required)',
  })
  @Authenticated()
  me(@CurrentUser() user: AuthUser): Promise<UserView> {
    return this.auth.currentUser(user);
  }

  @Mutation(() => AuthPayload)
  login(@Args() input: LoginInput, @ClientIp() ip: string): Promise<AuthPayload> {
    return this.auth.login(input, ip);
  }

  @Mutation(() => RegisterPayload)
  async register(@Args() input: RegisterInput, @ClientIp() ip: string): Promise<RegisterPayload> {
    return { success: true, ...(await this.auth.register(input, ip)) };
  }

  @Mutation(() => MessagePayload, {
    description:
      'E-mails a single-use reset link; the same answer whether or not the e-mail exists',
  })
  async forgotPassword(
    @Args() input: ForgotPasswordInput,
    @ClientIp() ip: string,
  ): Promise<MessagePayload> {
    return { success: true, ...(await this.auth.forgotPassword(input, ip)) };
  }

  @Mutation(() => MessagePayload, { description: "Sets a new password with the link's token" })
  async resetPassword(@Args() input: ResetPasswordInput): Promise<MessagePayload> {
    return { success: true, ...(await this.auth.resetPassword(input)) };
  }
}

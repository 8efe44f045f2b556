import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from './auth.decorators.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import type { AuthUser } from './jwt-verifier.js';
import { AuthPayload, RegisterPayload } from './models/auth-payload.model.js';
import { UserView } from './models/user.model.js';

/** GraphQL face of the auth flows: same rules and messages as REST. */
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
  login(@Args() input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(input);
  }

  @Mutation(() => RegisterPayload)
  async register(@Args() input: RegisterInput): Promise<RegisterPayload> {
    return { success: true, ...(await this.auth.register(input)) };
  }
}

import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { AddAddressBody, AddressInput } from './address.input.js';
import { AddressListResponse, AddressResponse } from './address.models.js';
import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  ADDRESS_UPDATED,
  AddressesService,
} from './addresses.service.js';

const FORBIDDEN = {
  type: ErrorResponse,
  description: "Access denied (the path or body names another user's id)",
};
const INVALID = {
  type: ErrorResponse,
  description: 'A field is missing or invalid (the message names the field and rule)',
};

/** The address book: the signed-in user's, or any user's for an admin. */
@ApiTags('addresses')
@Controller('shop/address')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Post('add')
  @Authenticated()
  @ApiOperation({ summary: 'Add an address (at most 3 per user)' })
  @ApiCreatedResponse({ type: AddressResponse, description: 'Address added successfully' })
  @ApiBadRequestResponse(INVALID)
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiConflictResponse({ type: ErrorResponse, description: 'You can add max 3 addresses' })
  async add(@CurrentUser() user: AuthUser, @Body() body: AddAddressBody) {
    const userId = body.userId === undefined || body.userId === '' ? user.id : body.userId;
    const data = await this.addresses.add(user, userId, body);
    return ok({ message: ADDRESS_ADDED, data });
  }

  @Get('get/:userId')
  @Authenticated()
  @ApiOperation({ summary: "A user's addresses, oldest first" })
  @ApiOkResponse({ type: AddressListResponse })
  @ApiForbiddenResponse(FORBIDDEN)
  async list(@CurrentUser() user: AuthUser, @Param('userId') userId: string) {
    return ok({ data: await this.addresses.list(user, userId) });
  }

  @Put('update/:userId/:addressId')
  @Authenticated()
  @ApiOperation({ summary: 'Replace an address with the form fields' })
  @ApiOkResponse({ type: AddressResponse, description: 'Address updated successfully' })
  @ApiBadRequestResponse(INVALID)
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Address not found' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('userId') userId: string,
    @Param('addressId') addressId: string,
    @Body() body: AddressInput,
  ) {
    const data = await this.addresses.update(user, userId, addressId, body);
    return ok({ message: ADDRESS_UPDATED, data });
  }

  @Delete('delete/:userId/:addressId')
  @Authenticated()
  @ApiOperation({ summary: 'Delete an address' })
  @ApiOkResponse({ type: MessageResponse, description: 'Address deleted successfully' })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Address not found' })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('userId') userId: string,
    @Param('addressId') addressId: string,
  ) {
    await this.addresses.remove(user, userId, addressId);
    return ok({ message: ADDRESS_DELETED });
  }
}

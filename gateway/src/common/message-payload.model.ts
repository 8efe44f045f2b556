import { Field, ObjectType } from '@nestjs/graphql';

/** A GraphQL answer that only carries a message (`{ success, message }` in REST). */
@ObjectType('MessagePayload')
export class MessagePayload {
  @Field()
  success: boolean;

  @Field()
  message: string;
}

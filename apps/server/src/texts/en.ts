import {
  CONFIRMATION_EMAIL_SUBJECTS,
  EMAIL_PROCESSING_TIME,
  SUPPORT_REPLY_TIME,
} from '@mizan/contracts';

// The server's English texts (docs/decisions/0018), in i18next's JSON format like ar.json beside
// it: nested keys, {{value}} placeholders, plural forms as key_one, key_other. A module rather
// than a JSON file for one reason: SPEC's exact English texts are the contracts' constants, and
// this catalogue names them instead of copying them. Its type is the key type (index.ts).

export default {
  problems: {
    fieldMessage: '{{field}}: {{message}}',
    fieldSeparator: '; ',
    invalidRequest: 'Invalid request',
    // A field's message (plugins/storable-address.ts): PostgreSQL's text cannot hold U+0000.
    nulCharacter: 'must not contain the NUL character (%00)',
    badRequest: {
      title: 'Bad request',
      badUrl: 'The address is not valid: it holds a malformed percent-encoding.',
      unreadable: 'The request could not be read.',
      // Fastify's refusals of a body, by their code (its own English, which they replace).
      emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
      invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
      invalidMediaType: 'Unsupported Media Type',
      invalidContentLength: 'Request body size did not match Content-Length',
      bodyTooLarge: 'Request body is too large',
      malformed:
        'The request is not well-formed HTTP (for example, more body than its Content-Length).',
    },
    uriTooLong: {
      title: 'URI too long',
      detail: 'A part of the address is longer than {{max}} characters.',
    },
    requestTimeout: { title: 'Request timeout', detail: 'The request took too long to arrive.' },
    headersTooLarge: {
      title: 'Request header fields too large',
      detail: 'The request headers are too large.',
    },
    internalError: {
      title: 'Internal Server Error',
      detail: 'Something went wrong on our side. Please try again in a moment.',
    },
    serviceUnavailable: {
      title: 'Service unavailable',
      detail: 'We cannot reach our database right now. Please try again in a moment.',
    },
    tooManyRequests: {
      title: 'Too many requests',
      detail: 'Too many requests. Please try again later.',
      fromAddress: 'Too many requests from your address. Please try again in {{wait}}.',
      seconds_one: '{{count}} second',
      seconds_other: '{{count}} seconds',
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
    },
    console: {
      notSignedIn: { title: 'Not signed in', detail: 'Sign in to the console to do this.' },
      forbidden: { title: 'Forbidden', detail: 'Your role may not do this.' },
      csrf: {
        title: 'Forbidden',
        detail: "The request did not carry the session's X-CSRF-Token: nothing was changed.",
      },
      signInFailed: {
        title: 'Sign-in failed',
        detail: 'The email, password or authentication code is not correct.',
      },
      lockedOut: {
        title: 'Too many failed sign-ins',
        detail: 'Too many failed sign-ins for this email. Please try again in {{wait}}.',
      },
      setUpLink: {
        invalid: { title: 'Invalid set-up link', detail: 'This set-up link is not valid.' },
        spent: {
          title: 'Set-up link no longer valid',
          detail: 'This set-up link was used or has expired: ask an admin for a new one.',
        },
        notYet: {
          title: 'Password not set',
          detail: 'Set a password with this link before confirming the authenticator.',
        },
      },
      weakPassword: {
        title: 'Weak password',
        field: 'is too easy to guess: use a longer phrase of uncommon words',
      },
      wrongCode: {
        title: 'Wrong code',
        field: 'is not the current code of the authenticator',
      },
      wrongCurrentPassword: {
        title: 'Not changed',
        field: 'is not right, or the authentication code is not: the password was not changed',
      },
      operatorExists: {
        title: 'Operator exists',
        detail: 'An operator already has this email.',
      },
      lastAdmin: {
        title: 'Last admin',
        detail:
          'This is the last admin who can sign in: add another admin, and let them finish set-up, first.',
      },
      banks: {
        notFound: { title: 'Bank not found', detail: 'No bank has the id {{id}}.' },
        deliveryNotFound: {
          title: 'Delivery not found',
          detail: 'No delivery has the id {{id}}.',
        },
        badUrl: { title: 'Webhook address refused' },
        url: {
          required: 'is needed for a webhook: the https address the bank receives its leads at',
          https: 'must start with https://',
          loopbackHttp:
            'must start with https:// (plain http is allowed only to this machine: localhost, 127.0.0.1 or [::1])',
          credentials: 'must not carry a user name or password',
          unresolved: 'names a host that does not resolve: check the spelling',
          private:
            'resolves to an address inside a private network, not a public one: use the bank’s public address',
          notForMethod: 'is only for a webhook: leave it out for csv and none',
        },
        noMethod: {
          title: 'No delivery method',
          detail: 'This bank receives nothing yet: set its delivery method first.',
        },
        delivered: {
          title: 'Already delivered',
          detail: 'The bank has taken this delivery: there is nothing to retry.',
        },
        erasedLead: {
          title: 'Applicant erased',
          detail: 'The applicant of this lead was erased: it is never sent (the bank was told).',
        },
      },
      catalogue: {
        notFound: { title: 'Not found', detail: 'There is no such item: {{id}}.' },
        versionConflict: {
          title: 'Saved by someone else',
          detail:
            'This item was saved by someone else since you read it (it is at version {{version}} now): look at what changed, then save again.',
        },
        keyTaken: {
          title: 'Already taken',
          field: 'is already taken by another item',
        },
        unknownReference: {
          title: 'Not found',
          field: 'names nothing that exists ({{id}})',
        },
        field: {
          idMismatch: 'is not the id in the address',
          productTypeFixed: 'cannot change once a product is added: add a new one instead',
          codeFixed: 'cannot change once a promo code is added: add a new one instead',
          unknownLocation: 'names a location (its second part) that does not exist',
          unknownOption: 'is not an option of this question',
        },
        optionInUse: {
          title: 'Option in use',
          detail:
            'Visitors answered with the option "{{text}}" (id {{id}}), so it cannot be removed: keep it, or deactivate the question and add a new one.',
        },
        versionNotFound: {
          title: 'Version not found',
          detail: 'This item has no version {{version}}.',
        },
        versionInvalid: {
          title: 'Cannot restore',
          detail:
            'Version {{version}} no longer passes the checks an item must pass today: edit the current version instead.',
        },
      },
      image: {
        missing: {
          title: 'No image',
          detail: 'Send the image as the multipart field "file".',
        },
        type: {
          title: 'Unsupported image type',
          detail:
            'The file is not a PNG, JPEG, WebP or SVG image (its bytes were read, not its name).',
        },
        tooLarge: {
          title: 'Image too large',
          detail: 'An image may be at most {{megabytes}} MB.',
        },
        dimensions: {
          title: 'Image too big',
          detail:
            'An image may be at most {{pixels}} pixels a side; this one is {{width}} × {{height}}.',
        },
      },
    },
    /** A bank's status report (issue 24): the bank's developers read these. */
    partners: {
      unsigned: {
        title: 'Unauthorized',
        detail:
          "The report is not signed with this bank key's secret, a webhook header is missing, or its timestamp is more than 5 minutes off. Nothing was changed.",
      },
      unknownApplication: {
        title: 'Not found',
        detail: 'This bank has no application with this id. Nothing was changed.',
      },
      impossible: {
        title: 'Conflict',
        detail: 'The application cannot go from {{from}} to {{to}}. Nothing was changed.',
      },
      notOpen: {
        title: 'Conflict',
        detail:
          'The application was withdrawn or is not submitted: it takes no reports. Nothing was changed.',
      },
      notJson: 'The body is not JSON.',
      bonusNotFound: {
        title: 'Not found',
        detail: 'No bonus is due or paid for application {{id}}.',
      },
      bonusPaid: {
        title: 'Already paid',
        detail: 'The bonus of application {{id}} is already paid.',
      },
    },
    // The console's export and erasure of a visitor's data request (issue 25).
    notFound: {
      route: { title: 'Not found', detail: 'There is nothing at this address for {{method}}.' },
      application: { title: 'Application not found', detail: 'No application has the id {{id}}.' },
      customer: { title: 'Customer not found', detail: 'No customer has the id {{id}}.' },
      image: { title: 'Image not found', detail: 'No image has the id {{id}}.' },
      product: { title: 'Product not found', detail: 'No product has the id {{id}}.' },
      productImage: {
        title: 'Product image not found',
        detail: 'No product image has the id {{id}}.',
      },
      operator: { title: 'Operator not found', detail: 'No operator has the id {{id}}.' },
      supportRequest: {
        title: 'Support request not found',
        detail: 'No support request has the id {{id}}.',
      },
    },
    unsupportedCountry: {
      title: 'Unsupported country',
      detail: 'X-Country-Key must be AE or SA (or left out for AE).',
      field: 'must be AE or SA',
    },
    alreadySubmitted: {
      title: 'Application already submitted',
      detail: 'Application {{id}} was submitted and can no longer change.',
      otherProduct: 'Application {{id}} was already submitted for another product.',
    },
    dataRequest: {
      notFound: { title: 'Data request not found', detail: 'No data request has the id {{id}}.' },
      notConfirmed: {
        title: 'Data request not confirmed',
        detail: 'Data request {{id}} was not confirmed by its sender: there is nothing to do yet.',
      },
      done: { title: 'Data request already done', detail: 'Data request {{id}} is already done.' },
      notErasure: {
        title: 'Not an erasure',
        detail: 'The request {{id}} asks for a copy of the data, not for its erasure.',
      },
      erased: {
        title: 'Already erased',
        detail: "The data of request {{id}}'s address is already erased: nothing is left.",
      },
      noteHoldsAddress: {
        title: 'Note refused',
        field: "must not hold the requester's email address: the note is about what was done",
      },
      unknown: {
        title: 'Unknown confirmation link',
        detail: 'This confirmation link is not one we sent. Check that the whole link was copied.',
      },
      expired: {
        title: 'Confirmation link expired',
        detail:
          'This confirmation link has expired: links work for {{days}} days. You can ask again on the support page.',
      },
    },
    withdrawal: {
      unknown: {
        title: 'Unknown withdrawal link',
        detail: 'This withdrawal link is not one we sent. Check that the whole link was copied.',
      },
      expired: {
        title: 'Withdrawal link expired',
        detail: 'This withdrawal link has expired: links work for {{days}} days after applying.',
      },
    },
    wrongType: {
      title: 'Wrong application type',
      submitted: 'applicationType: this is a {{type}} application.',
      call: 'applicationId: {{id}} is a {{type}} application; this call is for {{wanted}} applications.',
    },
    unknownLocation: {
      title: 'Unknown location',
      detail: 'location.locationId: {{id}} is not a known location.',
    },
    productNotAvailable: {
      title: 'Product not available',
      detail: 'product.productId: {{id}} is not an available {{type}} in this country.',
    },
    notEligible: {
      title: 'Not eligible',
      detail: "product.productId: the answers given do not meet {{product}}'s requirements.",
    },
    invalidPromoCode: {
      title: 'Invalid promo code',
      detail: "promoCode: '{{code}}' is not a valid merchant or promo code.",
    },
    applicationMismatch: {
      title: 'Application mismatch',
      detail: '{{field}}: must be the application in the path ({{id}}).',
    },
    invalidAnswers: {
      title: 'Invalid answers',
      notAQuestion: '{{id}} is not a question of this {{type}} application',
      notAnOption: '{{response}} is not an option of question {{id}}',
    },
    unknownProduct: {
      title: 'Unknown product',
      field: '{{id}} is not an available product for this application',
    },
    unknownFeature: { title: 'Unknown feature', field: '{{id}} is not a selectable card feature' },
    unknownCard: { title: 'Unknown card', field: '{{id}} is not an available card' },
    mixedProducts: {
      title: 'Mixed products',
      field: 'compare cards with cards and loans with loans',
    },
    unknownOffer: {
      title: 'Unknown offer',
      field: '{{id}} is not a loan offered to this application',
    },
    lendingLimits: {
      title: 'Outside the lending limits',
      months_one: '{{count}} month',
      months_other: '{{count}} months',
      shortestTenure: 'The shortest tenure is {{months}}.',
      longestTenure: 'The longest tenure is {{months}} ({{limit}}).',
      regulatorMaximum: '{{regulator}} maximum',
      bankMaximum: "{{bank}}'s maximum",
      regulators: { ae: "the UAE Central Bank's", sa: "SAMA's" },
      leastAmount: 'The least {{bank}} lends is {{amount}}.',
      mostAmount: 'The most you can borrow over {{months}} is {{amount}}: {{reason}}.',
      reasons: {
        salaryMultiple:
          'UAE rules allow at most {{multiple}} times your monthly salary of {{salary}}',
        debtBurden:
          'all your instalments, with the repayments you already have, may take at most {{percent}}% of your salary ({{instalment}} a month for this loan)',
        bankMaximum: '{{bank}} lends at most {{amount}}',
      },
    },
  },

  /**
   * How a sentence names a product type. A loan is a financing (تمويل) in Saudi Arabia, as its
   * banks call it; English says loan for both. `application`: "a Card application";
   * `applications`: "this call is for Card applications"; `products`: "not an available card".
   */
  productTypes: {
    card: { application: 'Card', applications: 'Card', products: 'card' },
    loan: { application: 'Loan', applications: 'Loan', products: 'loan' },
    financing: { application: 'Loan', applications: 'Loan', products: 'loan' },
  },

  /** Zod's own checks (those a schema states without a message of its own). */
  checks: {
    required: 'is required',
    type: 'must be {{type}}',
    types: {
      string: 'a text',
      number: 'a number',
      int: 'a whole number',
      boolean: 'true or false',
      array: 'a list',
      object: 'an object',
      bigint: 'a whole number',
      date: 'a date',
      other: 'of the right type',
    },
    minCharacters_one: 'must be at least {{count}} character',
    minCharacters_other: 'must be at least {{count}} characters',
    maxCharacters_one: 'must be at most {{count}} character',
    maxCharacters_other: 'must be at most {{count}} characters',
    minItems_one: 'must have at least {{count}} item',
    minItems_other: 'must have at least {{count}} items',
    maxItems_one: 'must have at most {{count}} item',
    maxItems_other: 'must have at most {{count}} items',
    atLeast: 'must be at least {{limit}}',
    greaterThan: 'must be greater than {{limit}}',
    atMost: 'must be at most {{limit}}',
    lessThan: 'must be less than {{limit}}',
    value_one: 'must be {{values}}',
    value_other: 'must be one of: {{values}}',
    format: 'is not in the right format',
    unexpectedFields_one: 'unexpected field: {{fields}}',
    unexpectedFields_other: 'unexpected fields: {{fields}}',
    invalid: 'is invalid',
    listSeparator: ', ',
  },

  loans: {
    interest: '{{rate}} p.a. ({{basis}})',
    flatRate: 'flat rate',
    reducingBalance: 'reducing balance',
  },

  mail: {
    brand: 'Mizan',
    footer: '© {{year}} Mizan. All rights reserved.',
    signature: 'The Mizan team',
    processingTime: EMAIL_PROCESSING_TIME,
    replyTime: SUPPORT_REPLY_TIME,
    confirmation: {
      subject: {
        card: CONFIRMATION_EMAIL_SUBJECTS.Card,
        loan: CONFIRMATION_EMAIL_SUBJECTS.Loan,
        financing: CONFIRMATION_EMAIL_SUBJECTS.Loan,
      },
      thanks: 'Thank you, {{name}}',
      received: {
        card: 'We have received your credit card application for <b>{{product}}</b> from <b>{{bank}}</b> and passed it to the bank.',
        loan: 'We have received your loan application for <b>{{product}}</b> from <b>{{bank}}</b> and passed it to the bank.',
        financing:
          'We have received your loan application for <b>{{product}}</b> from <b>{{bank}}</b> and passed it to the bank.',
      },
      processing:
        'Processing usually takes <b>{{processingTime}}</b>. {{bank}} will contact you directly about the next steps.',
      questions: 'If you have any questions, reply to this email or visit our Help & Support page.',
      withdraw:
        'Changed your mind? You can withdraw your application to <b>{{bank}}</b> in one click within {{days}} days. We will tell the bank.',
      withdrawLink: 'Withdraw my application',
    },
    /** To the applicant when their bank reports the approval (issue 24), once. */
    approval: {
      subject: {
        card: 'Your credit card application is approved',
        loan: 'Your loan application is approved',
        financing: 'Your loan application is approved',
      },
      congratulations: 'Congratulations, {{name}}',
      approved: '<b>{{bank}}</b> has approved your application for <b>{{product}}</b>.',
      bonus:
        'Your free <b>{{amount}}</b> bonus from Mizan is on its way: we will contact you by email or phone to arrange the payment, normally within 60 days.',
      nextSteps: '{{bank}} will contact you directly about the next steps.',
    },
    /** The link that confirms a visitor's data request (issue 25): to a known address only. */
    dataRequest: {
      subject: {
        export: 'Confirm your request for a copy of your data',
        erase: 'Confirm your request to erase your data',
      },
      hello: 'Hello,',
      asked: {
        export:
          'Someone asked Mizan for a copy of the personal data we hold for this email address.',
        erase: 'Someone asked Mizan to erase the personal data we hold for this email address.',
      },
      confirm:
        'If it was you, confirm the request with the link below. It works once, for {{days}} days. We answer within {{dueDays}} days of your confirmation.',
      link: 'Confirm my request',
      ignore: 'If it was not you, ignore this email: nothing will happen.',
    },
    acknowledgement: {
      subject: 'We have received your message',
      hello: 'Hello {{name}}',
      thanks: 'Thank you for reaching out! Your inquiry has been successfully submitted.',
      replyTime: 'Our team aims to respond to inquiries within {{replyTime}}.',
    },
    /** The support team's copy: always English, the team's language. */
    inbox: {
      subject: 'Support request from {{name}}',
      heading: 'New support request',
      name: '<b>Name:</b> {{name}}',
      email: '<b>Email:</b> {{email}}',
      language: '<b>Language:</b> {{language}}',
      arabicSender: 'Arabic (acknowledged in Arabic)',
      message: '<b>Message:</b>',
    },
  },
} as const;
